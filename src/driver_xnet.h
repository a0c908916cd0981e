/* driver_xnet.h - a process being split by pipeline extraction
 * (driver_extract.c decides, driver_xnet.c makes the network): its units
 * and the links between their stream ports. Internal to the driver. */
#ifndef HLSC_DRIVER_XNET_H
#define HLSC_DRIVER_XNET_H

#include "driver.h"
#include "extract/extract.h"

#define XU_BOUNDARY 0xffffffffu /* Link end: the process's own port */

/* A channel between two stream ports: a unit's (its Func's port index) or
 * the boundary's (the process's port index). */
typedef struct Link {
  uint32_t wu, wp, ru, rp;
} Link;

typedef struct Split {
  VEC(Func *) units; /* 0: the controller, then pipelines and segments */
  VEC(char *) names; /* each unit's name in the network (a base: made
                        unique there) */
  VEC(Link) links;
  uint32_t nfuncs;   /* pipeline functions named so far */
} Split;

/* The split of process f before any extraction: the controller (unit 0,
 * which the caller sets) linked to every stream port. */
void xnet_init(Split *sp, const Func *f);
void xnet_free(Split *sp); /* the vectors and names, not the functions */
/* Unit new_unit (a pipeline from extract_apply or extract_cut on unit u's
 * port q, with word ports xp) takes over q's link: an output pipeline
 * writes what u wrote on q and reads u's word ports, an input pipeline
 * reads what u read on q and writes u's word ports. */
void xnet_attach(Split *sp, uint32_t u, uint32_t q, XKind k,
                 uint32_t new_unit, const XPorts *xp);
/* The port of unit u linked to the boundary (XU_BOUNDARY when none). */
uint32_t xnet_boundary_port(const Split *sp, uint32_t u);
/* Compiles every unit of sp into c (c->units in sp's order) and makes c
 * the network whose interface is c->func's ports; 0 or 2. */
int xnet_build(const Options *opt, Compilation *c, Split *sp);

#endif
