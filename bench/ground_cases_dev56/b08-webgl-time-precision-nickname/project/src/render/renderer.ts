import spriteVert from "../../shaders/sprite.vert";
import waterFrag from "../../shaders/water.frag";
import lavaFrag from "../../shaders/lava.frag";
import { compileProgram, uniformLocations } from "./gl";
import type { Layer } from "../world/layers";

const BLOOM_STRENGTH = 0.45;
const BLOOM_THRESHOLD = 0.8;
const DEEP = [0.02, 0.16, 0.32];
const SHALLOW = [0.1, 0.55, 0.62];

export class Renderer {
  private water: WebGLProgram;
  private lava: WebGLProgram;
  private loc: Record<string, WebGLUniformLocation | null>;
  private lavaLoc: Record<string, WebGLUniformLocation | null>;

  constructor(private gl: WebGLRenderingContext) {
    this.water = compileProgram(gl, spriteVert, waterFrag);
    this.lava = compileProgram(gl, spriteVert, lavaFrag);
    this.loc = uniformLocations(gl, this.water, ["uTime", "uResolution", "uDeepColor", "uShallowColor", "uView"]);
    this.lavaLoc = uniformLocations(gl, this.lava, ["uTime", "uHotColor", "uCoolColor", "uView"]);
  }

  frame(now: number, layers: Layer[], view: Float32Array): void {
    const gl = this.gl;
    gl.viewport(0, 0, gl.drawingBufferWidth, gl.drawingBufferHeight);
    gl.clear(gl.COLOR_BUFFER_BIT);

    gl.useProgram(this.water);
    gl.uniform1f(this.loc.uTime, now / 1000);
    gl.uniform2f(this.loc.uResolution, gl.drawingBufferWidth, gl.drawingBufferHeight);
    gl.uniform3fv(this.loc.uDeepColor, DEEP);
    gl.uniform3fv(this.loc.uShallowColor, SHALLOW);
    gl.uniformMatrix3fv(this.loc.uView, false, view);
    for (const layer of layers) if (layer.kind === "water") layer.draw(gl);

    gl.useProgram(this.lava);
    gl.uniform1f(this.lavaLoc.uTime, (now / 1000) % 600);
    gl.uniform3f(this.lavaLoc.uHotColor, 1.0, 0.55, 0.1);
    gl.uniform3f(this.lavaLoc.uCoolColor, 0.25, 0.04, 0.02);
    gl.uniformMatrix3fv(this.lavaLoc.uView, false, view);
    for (const layer of layers) if (layer.kind === "lava") layer.draw(gl);

    this.bloom(BLOOM_STRENGTH, BLOOM_THRESHOLD);
  }

  private bloom(strength: number, threshold: number): void {
    // post pass lives in postfx.ts; kept as a hook here
    void strength;
    void threshold;
  }
}
