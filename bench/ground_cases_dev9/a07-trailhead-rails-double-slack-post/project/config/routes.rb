Rails.application.routes.draw do
  resources :trips, only: %i[index show]
  resources :trip_reports do
    resources :comments, only: %i[create update destroy] do
      resource :like, only: %i[create destroy]
    end
  end
  root "trips#index"
end
