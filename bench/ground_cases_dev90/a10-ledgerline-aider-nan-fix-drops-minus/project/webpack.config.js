const path = require("path");

module.exports = {
  entry: "./src/index.js",
  output: {
    path: path.resolve(__dirname, "dist"),
    filename: "ledgerline.js",
    library: { name: "Ledgerline", type: "umd" },
  },
  module: {
    rules: [{ test: /\.css$/, use: ["style-loader", "css-loader"] }],
  },
  devServer: { static: "./demo", port: 8081 },
};
