Rails.application.routes.draw do
  resources :shipments, only: :show do
    post :label, on: :member
    get :track, on: :member
  end

  get "up" => "rails/health#show", as: :rails_health_check
end
