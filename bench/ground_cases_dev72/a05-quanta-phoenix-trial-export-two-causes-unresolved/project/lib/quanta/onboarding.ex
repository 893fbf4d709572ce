defmodule Quanta.Onboarding do
  @moduledoc "Sign-up: creates the owner's first workspace on a 14-day trial."

  alias Quanta.Accounts.Workspace
  alias Quanta.Repo

  @trial_days 14

  def create_workspace(owner, name) do
    ends = DateTime.utc_now() |> DateTime.add(@trial_days, :day) |> DateTime.truncate(:second)

    %Workspace{owner_id: owner.id}
    |> Workspace.changeset(%{name: name, plan: "trial", status: "trial", trial_ends_at: ends})
    |> Repo.insert()
  end
end
