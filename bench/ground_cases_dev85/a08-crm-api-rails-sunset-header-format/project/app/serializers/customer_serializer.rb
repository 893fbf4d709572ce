class CustomerSerializer
  def initialize(customer)
    @customer = customer
  end

  def as_json(*)
    {
      id: @customer.id.to_s,
      name: @customer.name,
      email: @customer.email,
      phone: @customer.phone,
      locale: @customer.locale,
      created_at: @customer.created_at.utc.iso8601(3)
    }
  end
end
