const path = require("path");
const HtmlWebpackPlugin = require("html-webpack-plugin");
const MiniCssExtractPlugin = require("mini-css-extract-plugin");

module.exports = (env, argv) => {
  const prod = argv.mode === "production";
  return {
    entry: "./src/index.jsx",
    output: {
      path: path.resolve(__dirname, "dist"),
      filename: prod ? "js/[name].[contenthash:8].js" : "js/[name].js",
      publicPath: prod ? "https://static.fieldnotes.app/web/" : "/",
      clean: true,
    },
    resolve: { extensions: [".js", ".jsx"] },
    module: {
      rules: [
        { test: /\.jsx?$/, exclude: /node_modules/, use: "babel-loader" },
        { test: /\.css$/, use: [prod ? MiniCssExtractPlugin.loader : "style-loader", "css-loader"] },
        { test: /\.(woff2?|ttf)$/, type: "asset/resource", generator: { filename: "fonts/[name].[hash:8][ext]" } },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: "public/index.html" }),
      new MiniCssExtractPlugin({ filename: "css/[name].[contenthash:8].css" }),
    ],
    devServer: { historyApiFallback: true, port: 3000 },
  };
};
