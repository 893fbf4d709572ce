defmodule ShopWeb.Router do
  use ShopWeb, :router

  pipeline :api do
    plug :accepts, ["json"]
  end

  scope "/api", ShopWeb do
    pipe_through :api

    get "/products/popular", ProductController, :popular
    get "/products/search", ProductController, :search
    get "/products/:id", ProductController, :show
  end
end
