defmodule BeaconWeb.Router do
  use BeaconWeb, :router

  pipeline :device do
    plug :accepts, ["json"]
    plug BeaconWeb.Plugs.DeviceToken
  end

  pipeline :api do
    plug :accepts, ["json"]
  end

  scope "/v1", BeaconWeb do
    pipe_through :device
    post "/heartbeat", HeartbeatController, :create
  end

  scope "/api", BeaconWeb do
    pipe_through :api
    get "/devices/:id/status", DeviceController, :status
  end
end
