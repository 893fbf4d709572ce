export { ArrowIcon } from "./arrow";
