export { Button } from "./Button";
export { Dialog } from "./Dialog";
