defmodule HearthWeb.InviteController do
  use HearthWeb, :controller

  alias Hearth.Invites

  def create(conn, %{"household_id" => household_id, "invite" => params}) do
    user = conn.assigns.current_user

    case Invites.create_invite(user, household_id, params) do
      {:ok, invite, token} ->
        Hearth.Mailer.deliver_invite(invite, url(~p"/invites/#{token}"))

        conn
        |> put_flash(:info, "Invite sent to #{invite.email}")
        |> redirect(to: ~p"/households/#{household_id}")

      {:error, changeset} ->
        render(conn, :new, changeset: changeset, household_id: household_id)
    end
  end

  def accept(conn, %{"token" => token}) do
    user = conn.assigns.current_user

    case Invites.accept_invite(token, user) do
      {:ok, %{membership: membership}} ->
        conn
        |> put_flash(:info, "Welcome to the household!")
        |> redirect(to: ~p"/households/#{membership.household_id}")

      {:error, :expired} ->
        conn |> put_flash(:error, "This invite has expired.") |> redirect(to: ~p"/")

      {:error, _} ->
        conn |> put_flash(:error, "This invite link is not valid.") |> redirect(to: ~p"/")
    end
  end
end
