Rails.application.routes.draw do
  namespace :admin do
    resources :bookings, only: %i[index show] do
      member do
        post :cancel
        post :no_show
      end
    end
  end

  resources :bookings, only: %i[new create show] do
    member { post :cancel }
  end
end
