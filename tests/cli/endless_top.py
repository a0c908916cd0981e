"""A Python top that never returns is a legal design (it once crashed the
constant folder)."""


def endless_top():
    while True:
        pass
