# O iCal que o Airbnb importa (de 3 em 3 horas, segundo eles) para saber o que já está ocupado.
class IcalController < ApplicationController
  skip_before_action :autenticar!

  def show
    quarto = Quarto.find_by!(ical_token: params[:token])
    cal = Icalendar::Calendar.new
    quarto.reservas.ativas.where.not(canal: "airbnb").where("check_out >= ?", Date.current).find_each do |r|
      cal.event do |e|
        e.uid = "casadolargo-#{r.id}"
        e.dtstart = Icalendar::Values::Date.new(r.check_in)
        e.dtend = Icalendar::Values::Date.new(r.check_out)
        e.summary = "Ocupado"
      end
    end
    render plain: cal.to_ical, content_type: "text/calendar"
  end

  # POST /quartos/:id/ical/regenerar – novo token se o link do iCal vazar
  def regenerar
    quarto = Quarto.find(params[:id])
    quarto.update!(ical_token: SecureRandom.urlsafe_base64(24))
    redirect_to edit_quarto_path(quarto), notice: "Novo link iCal criado. Atualize-o no Airbnb."
  end

  private

  def ical_url(quarto)
    ical_url_for(token: quarto.ical_token, format: :ics)
  end
end
