package mx.sonrisa.recordatorios;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

/**
 * Bitácora de envíos (la pide COFEPRIS en la auditoría anual). Siempre en UTC
 * para poder cruzarla con los registros de Meta.
 */
@Service
public class AuditoriaService {

    private static final Logger bitacora = LoggerFactory.getLogger("bitacora");
    private static final DateTimeFormatter MARCA = DateTimeFormatter.ISO_LOCAL_DATE_TIME
            .withZone(ZoneOffset.UTC);

    public void registrarEnvio(Cita cita, String mensajeId) {
        bitacora.info("{}Z envio cita={} tel={} wa_id={}",
                MARCA.format(Instant.now()), cita.getId(), enmascarar(cita.getTelefono()), mensajeId);
    }

    public void registrarRespuesta(Cita cita, String respuesta) {
        bitacora.info("{}Z respuesta cita={} texto={}", MARCA.format(Instant.now()), cita.getId(), respuesta);
    }

    static String enmascarar(String telefono) {
        if (telefono == null || telefono.length() < 4) {
            return "****";
        }
        return "*".repeat(telefono.length() - 4) + telefono.substring(telefono.length() - 4);
    }
}
