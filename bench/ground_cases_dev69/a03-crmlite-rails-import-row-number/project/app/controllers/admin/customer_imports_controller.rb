module Admin
  class CustomerImportsController < ApplicationController
    MAX_UPLOAD = 5.megabytes

    def new; end

    def create
      file = params.require(:file)
      if file.size > MAX_UPLOAD
        redirect_to new_admin_customer_import_path, alert: t(".too_large", max: "5 MB")
        return
      end

      @result = CustomerImport.new(file).call
      render :show
    end
  end
end
