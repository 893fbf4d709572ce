module Sources
  # Loads a has_many association for many owners at once.
  class AssociationByOwner < GraphQL::Dataloader::Source
    def initialize(model, foreign_key, order: :id)
      @model = model
      @foreign_key = foreign_key
      @order = order
    end

    def fetch(owner_ids)
      rows = @model.where(@foreign_key => owner_ids).order(@order)
                   .group_by { |r| r.public_send(@foreign_key) }
      owner_ids.map { |id| rows.fetch(id, []) }
    end
  end
end
