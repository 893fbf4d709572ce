defmodule CourierWeb.Router do
  use CourierWeb, :router

  pipeline :api do
    plug :accepts, ["json"]
  end

  pipeline :authenticated_api do
    plug :accepts, ["json"]
    plug CourierWeb.Plugs.ApiKey
  end

  scope "/api", CourierWeb do
    pipe_through :api

    get "/health", HealthController, :show
    post "/quotes", QuoteController, :create
  end

  scope "/api", CourierWeb do
    pipe_through :authenticated_api

    get "/shipments/:id", ShipmentController, :show
    post "/shipments", ShipmentController, :create
    post "/shipments/:id/cancel", ShipmentController, :cancel
  end

  if Application.compile_env(:courier, :dev_routes) do
    import Phoenix.LiveDashboard.Router

    scope "/dev" do
      pipe_through [:fetch_session, :protect_from_forgery]
      live_dashboard "/dashboard", metrics: CourierWeb.Telemetry
    end
  end
end
