defmodule TidepoolWeb.Router do
  use TidepoolWeb, :router

  pipeline :browser do
    plug :accepts, ["html"]
    plug :fetch_session
    plug :fetch_live_flash
    plug :put_root_layout, html: {TidepoolWeb.Layouts, :root}
    plug :protect_from_forgery
    plug :put_secure_browser_headers
    plug TidepoolWeb.Plugs.CurrentMember
  end

  scope "/auth", TidepoolWeb do
    pipe_through :browser

    get "/:provider", AuthController, :request
    get "/:provider/callback", AuthController, :callback
    delete "/logout", AuthController, :delete
  end

  scope "/", TidepoolWeb do
    pipe_through :browser

    get "/", PageController, :home
    get "/login", PageController, :login
    live "/sessions", SessionLive.Index, :index
  end
end
