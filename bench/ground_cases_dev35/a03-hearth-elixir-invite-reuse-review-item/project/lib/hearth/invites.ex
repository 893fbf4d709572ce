defmodule Hearth.Invites do
  @moduledoc """
  Household invites: an owner invites someone by email, the invitee follows the
  emailed link and joins the household.
  """

  import Ecto.Query, warn: false

  alias Ecto.Multi
  alias Hearth.Repo
  alias Hearth.Accounts.User
  alias Hearth.Households.Membership
  alias Hearth.Invites.Invite

  @token_bytes 24
  @valid_for_days 7

  def list_pending(household_id) do
    now = DateTime.utc_now()

    from(i in Invite,
      where: i.household_id == ^household_id and is_nil(i.accepted_at) and i.expires_at > ^now,
      order_by: [desc: i.inserted_at]
    )
    |> Repo.all()
  end

  def create_invite(%User{} = inviter, household_id, attrs) do
    token = :crypto.strong_rand_bytes(@token_bytes) |> Base.url_encode64(padding: false)

    changeset =
      %Invite{household_id: household_id, inviter_id: inviter.id}
      |> Invite.changeset(attrs)
      |> Ecto.Changeset.put_change(:token_hash, hash_token(token))
      |> Ecto.Changeset.put_change(:expires_at, expiry())

    case Repo.insert(changeset) do
      {:ok, invite} -> {:ok, invite, token}
      {:error, changeset} -> {:error, changeset}
    end
  end

  def accept_invite(token, %User{} = user) do
    case Repo.get_by(Invite, token_hash: hash_token(token)) do
      nil ->
        {:error, :not_found}

      %Invite{} = invite ->
        if expired?(invite) do
          {:error, :expired}
        else
          Multi.new()
          |> Multi.update(:invite, Invite.accept_changeset(invite, user))
          |> Multi.insert(:membership, %Membership{
            household_id: invite.household_id,
            user_id: user.id,
            role: invite.role
          })
          |> Repo.transaction()
        end
    end
  end

  def revoke_invite(%Invite{} = invite), do: Repo.delete(invite)

  defp expired?(%Invite{expires_at: expires_at}),
    do: DateTime.compare(DateTime.utc_now(), expires_at) == :gt

  defp expiry do
    DateTime.utc_now() |> DateTime.add(@valid_for_days, :day) |> DateTime.truncate(:second)
  end

  defp hash_token(token), do: :crypto.hash(:sha256, token) |> Base.encode16(case: :lower)
end
