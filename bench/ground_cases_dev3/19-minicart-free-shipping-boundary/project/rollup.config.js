export default { input: "src/index.js", output: { file: "dist/minicart.js", format: "iife", name: "minicart" } };
