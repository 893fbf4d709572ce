Rails.application.routes.draw do
  namespace :api do
    namespace :v1 do
      resources :customers, only: %i[index show create update]
    end
    namespace :v2 do
      resources :customers, only: %i[index show create update destroy]
    end
  end

  get "up" => "rails/health#show", as: :rails_health_check
end
