defmodule Quanta.Accounts.Workspace do
  use Ecto.Schema
  import Ecto.Changeset

  @statuses ~w(trial active past_due canceled)

  schema "workspaces" do
    field :name, :string
    field :plan, :string, default: "trial"
    field :status, :string, default: "trial"
    field :trial_ends_at, :utc_datetime
    belongs_to :owner, Quanta.Accounts.User
    timestamps(type: :utc_datetime)
  end

  def changeset(workspace, attrs) do
    workspace
    |> cast(attrs, [:name, :plan, :status, :trial_ends_at])
    |> validate_required([:name, :plan, :status])
    |> validate_inclusion(:status, @statuses)
  end

  def plan_changeset(workspace, plan, status) do
    change(workspace, plan: plan, status: status)
  end
end
