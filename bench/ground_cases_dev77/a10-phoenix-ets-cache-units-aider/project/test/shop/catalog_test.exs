defmodule Shop.CatalogTest do
  use Shop.DataCase, async: true

  alias Shop.Catalog

  test "list_popular/1 returns featured active products by sales" do
    a = insert_product!(name: "Cargo bike", featured: true, sales_30d: 40)
    b = insert_product!(name: "Gravel bike", featured: true, sales_30d: 90)
    _hidden = insert_product!(name: "Old bike", featured: true, active: false, sales_30d: 500)

    assert Enum.map(Catalog.list_popular(), & &1.id) == [b.id, a.id]
  end

  test "search/2 escapes LIKE wildcards" do
    insert_product!(name: "100% wool gloves")
    insert_product!(name: "Wool socks")

    assert [%{name: "100% wool gloves"}] = Catalog.search("100%")
  end
end
