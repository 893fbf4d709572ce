Rails.application.routes.draw do
  resources :teams, only: %i[index show create] do
    resources :invitations, only: %i[create]
    member do
      post :join
    end
  end
  get "up" => "rails/health#show", as: :rails_health_check
end
