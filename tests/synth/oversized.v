// oversized.v - 8,200 flip-flops in a shift register: more than the 7,680
// logic cells of an iCE40 HX8K (tests/run.sh, synth/oversized-ice40).
module oversized (
  input wire clk,
  input wire [7:0] d,
  output wire [7:0] q
);
  reg [8199:0] r;
  always @(posedge clk) r <= {r[8191:0], d};
  assign q = r[8199:8192];
endmodule
