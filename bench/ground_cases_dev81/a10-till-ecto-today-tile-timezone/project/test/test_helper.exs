ExUnit.start()
Ecto.Adapters.SQL.Sandbox.mode(Till.Repo, :manual)
