defmodule Hearth.Repo.Migrations.CreateInvites do
  use Ecto.Migration

  def change do
    create table(:invites) do
      add :email, :string, null: false
      add :role, :string, null: false, default: "member"
      add :token_hash, :string, null: false
      add :expires_at, :utc_datetime, null: false
      add :accepted_at, :utc_datetime
      add :household_id, references(:households, on_delete: :delete_all), null: false
      add :inviter_id, references(:users, on_delete: :nilify_all)
      add :accepted_by_id, references(:users, on_delete: :nilify_all)

      timestamps(type: :utc_datetime)
    end

    create index(:invites, [:token_hash])
    create unique_index(:invites, [:household_id, :email])
  end
end
