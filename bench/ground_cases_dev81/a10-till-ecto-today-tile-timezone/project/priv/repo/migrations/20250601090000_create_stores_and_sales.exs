defmodule Till.Repo.Migrations.CreateStoresAndSales do
  use Ecto.Migration

  def change do
    create table(:stores) do
      add :name, :string, null: false
      add :code, :string, null: false
      add :timezone, :string, null: false, default: "Etc/UTC"
      timestamps()
    end

    create unique_index(:stores, [:code])

    create table(:sales) do
      add :store_id, references(:stores, on_delete: :restrict), null: false
      add :amount_cents, :integer, null: false
      add :payment_method, :string, null: false
      add :refunded, :boolean, null: false, default: false
      timestamps(updated_at: false)
    end

    create index(:sales, [:store_id])
  end
end
