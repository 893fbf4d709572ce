Rails.application.routes.draw do
  post "/login", to: "sessions#create"
  post "/token/refresh", to: "sessions#refresh"
  delete "/logout", to: "sessions#destroy"

  resources :pantries, only: %i[index show create update] do
    resources :items, only: %i[index create update destroy]
  end
end
