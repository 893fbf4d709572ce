ExUnit.start()
Ecto.Adapters.SQL.Sandbox.mode(Tidepool.Repo, :manual)
