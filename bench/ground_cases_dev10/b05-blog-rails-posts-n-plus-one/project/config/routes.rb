Rails.application.routes.draw do
  root "posts#index"

  resources :posts, only: %i[index show] do
    resources :comments, only: %i[create]
  end
  resources :tags, only: %i[show], param: :slug

  get "up" => "rails/health#show", as: :rails_health_check
end
