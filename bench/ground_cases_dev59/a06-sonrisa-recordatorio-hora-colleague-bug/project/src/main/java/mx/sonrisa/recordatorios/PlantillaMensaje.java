package mx.sonrisa.recordatorios;

import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/** Textos que recibe el paciente por WhatsApp. */
@Component
public class PlantillaMensaje {

    private static final Locale ES_MX = Locale.forLanguageTag("es-MX");
    private static final DateTimeFormatter FECHA = DateTimeFormatter.ofPattern("EEEE d 'de' MMMM", ES_MX).withZone(ZoneOffset.UTC);
    private static final DateTimeFormatter HORA = DateTimeFormatter.ofPattern("HH:mm", ES_MX).withZone(ZoneOffset.UTC);

    private final String clinica;
    private final String telefono;

    public PlantillaMensaje(@Value("${clinica.nombre}") String clinica, @Value("${clinica.telefono}") String telefono) {
        this.clinica = clinica;
        this.telefono = telefono;
    }

    public String recordatorio(Cita cita) {
        return "Hola " + cita.getPaciente() + ", le recordamos su cita en " + clinica
                + " el " + FECHA.format(cita.getInicio()) + " a las " + HORA.format(cita.getInicio())
                + " con " + cita.getDoctor() + ". Responda SÍ para confirmar o NO para cancelar.";
    }

    public String cancelacion(Cita cita) {
        return "Su cita del " + FECHA.format(cita.getInicio()) + " ha sido cancelada. "
                + "Para reagendar llame al " + telefono + ".";
    }

    public String confirmacion(Cita cita) {
        return "¡Gracias! Su cita quedó confirmada. Lo esperamos.";
    }
}
