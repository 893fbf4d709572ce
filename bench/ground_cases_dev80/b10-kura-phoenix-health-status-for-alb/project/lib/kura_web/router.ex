defmodule KuraWeb.Router do
  use KuraWeb, :router

  pipeline :api do
    plug :accepts, ["json"]
  end

  scope "/", KuraWeb do
    get "/health", HealthController, :show
  end

  scope "/api", KuraWeb do
    pipe_through :api

    resources "/items", ItemController, only: [:index, :show, :create]
    post "/exports", ExportController, :create
  end
end
