import { Renderer } from "./render/renderer";
import { loadWorld } from "./world/layers";
import { Camera } from "./world/camera";

const canvas = document.querySelector<HTMLCanvasElement>("#game")!;
const gl = canvas.getContext("webgl", { antialias: false, alpha: false })!;
const renderer = new Renderer(gl);
const camera = new Camera();
const world = await loadWorld(gl, "levels/reef-1.json");

function tick(now: number): void {
  camera.follow(world.player, now);
  renderer.frame(now, world.layers, camera.viewMatrix());
  requestAnimationFrame(tick);
}
requestAnimationFrame(tick);
