defmodule PantryWeb.Router do
  use PantryWeb, :router

  pipeline :api do
    plug :accepts, ["json"]
  end

  pipeline :search_limited do
    plug PantryWeb.Plugs.RateLimit
  end

  scope "/api", PantryWeb do
    pipe_through [:api, :search_limited]

    get "/recipes/search", RecipeController, :search
  end
end
