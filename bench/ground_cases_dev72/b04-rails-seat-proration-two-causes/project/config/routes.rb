Rails.application.routes.draw do
  resources :workspaces, only: %i[show update] do
    resource :subscription, only: %i[show update]
    resources :seats, only: %i[create destroy]
    resources :invoices, only: %i[index show]
  end

  get "up" => "rails/health#show", as: :rails_health_check
end
