import { Renderer } from "./renderer";
import { loadScene } from "./scene";

const canvas = document.querySelector<HTMLCanvasElement>("#game")!;
const gl = canvas.getContext("webgl2", { antialias: true })!;
const renderer = new Renderer(gl);

const params = new URLSearchParams(location.search);
const fogDensity = Number(params.get("fog") ?? "0.006");
const showShadowMap = params.get("shadowmap") === "1";

renderer.setLighting({
  dir: [-0.4, -1.0, -0.3],
  color: [1.0, 0.95, 0.85],
  ambient: [0.18, 0.2, 0.24],
});

const scene = await loadScene("levels/harbor.json");

function frame(t: number): void {
  scene.update(t / 1000);
  scene.draw(gl);
  renderer.fogPass(fogDensity);
  if (showShadowMap) {
    // debug: blit the light's depth map into a 256x256 box in the lower-left corner
    renderer.debugShadowMap(0, 0, 256);
  }
  requestAnimationFrame(frame);
}

window.addEventListener("resize", () => {
  canvas.width = canvas.clientWidth * devicePixelRatio;
  canvas.height = canvas.clientHeight * devicePixelRatio;
  gl.viewport(0, 0, canvas.width, canvas.height);
});

requestAnimationFrame(frame);
