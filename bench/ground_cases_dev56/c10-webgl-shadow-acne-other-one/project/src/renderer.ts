import shadowVert from "./shaders/shadow.vert?raw";
import shadowFrag from "./shaders/shadow.frag?raw";
import fogFrag from "./shaders/fog.frag?raw";
import { createProgram, uniforms } from "./gl";

export const SHADOW_MAP_SIZE = 2048;

export interface Lighting {
  dir: [number, number, number];
  color: [number, number, number];
  ambient: [number, number, number];
}

export class Renderer {
  private lit: WebGLProgram;
  private fog: WebGLProgram;
  private u: Record<string, WebGLUniformLocation | null>;

  constructor(private gl: WebGL2RenderingContext) {
    this.lit = createProgram(gl, shadowVert, shadowFrag);
    this.fog = createProgram(gl, fullscreenVert(), fogFrag);
    this.u = uniforms(gl, this.lit, ["uLightDir", "uLightColor", "uAmbient", "uBias", "uShadowMapSize"]);
  }

  setLighting(light: Lighting): void {
    const { gl, u } = this;
    gl.useProgram(this.lit);
    gl.uniform3fv(u.uLightDir, light.dir);
    gl.uniform3fv(u.uLightColor, light.color);
    gl.uniform3fv(u.uAmbient, light.ambient);
    gl.uniform1f(u.uBias, 0.0005);
    gl.uniform1f(u.uShadowMapSize, SHADOW_MAP_SIZE);
  }

  debugShadowMap(x: number, y: number, size: number): void {
    const { gl } = this;
    gl.viewport(x, y, size, size);
    gl.useProgram(this.fog); // reuses the fullscreen triangle; samples uDepth from the shadow map unit
    gl.drawArrays(gl.TRIANGLES, 0, 3);
    gl.viewport(0, 0, gl.drawingBufferWidth, gl.drawingBufferHeight);
  }

  fogPass(density: number): void {
    const { gl } = this;
    gl.useProgram(this.fog);
    const fu = uniforms(gl, this.fog, ["uFogDensity", "uNear", "uFar", "uFogColor"]);
    gl.uniform1f(fu.uFogDensity, density);
    gl.uniform1f(fu.uNear, 0.1);
    gl.uniform1f(fu.uFar, 400.0);
    gl.uniform3fv(fu.uFogColor, [0.62, 0.68, 0.74]);
    gl.drawArrays(gl.TRIANGLES, 0, 3);
  }
}

function fullscreenVert(): string {
  return `#version 300 es
out vec2 vUv;
void main() {
  vec2 p = vec2((gl_VertexID << 1) & 2, gl_VertexID & 2);
  vUv = p;
  gl_Position = vec4(p * 2.0 - 1.0, 0.0, 1.0);
}`;
}
