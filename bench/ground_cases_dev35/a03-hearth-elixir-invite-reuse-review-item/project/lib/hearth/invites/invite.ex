defmodule Hearth.Invites.Invite do
  use Ecto.Schema
  import Ecto.Changeset

  @roles ~w(member admin)

  schema "invites" do
    field :email, :string
    field :role, :string, default: "member"
    field :token_hash, :string
    field :expires_at, :utc_datetime
    field :accepted_at, :utc_datetime

    belongs_to :household, Hearth.Households.Household
    belongs_to :inviter, Hearth.Accounts.User
    belongs_to :accepted_by, Hearth.Accounts.User

    timestamps(type: :utc_datetime)
  end

  def changeset(invite, attrs) do
    invite
    |> cast(attrs, [:email, :role])
    |> validate_required([:email])
    |> update_change(:email, &String.downcase/1)
    |> validate_format(:email, ~r/^[^\s@]+@[^\s@]+$/)
    |> validate_inclusion(:role, @roles)
    |> unique_constraint([:household_id, :email], name: :invites_household_id_email_index)
  end

  def accept_changeset(invite, user) do
    change(invite,
      accepted_at: DateTime.utc_now() |> DateTime.truncate(:second),
      accepted_by_id: user.id
    )
  end
end
