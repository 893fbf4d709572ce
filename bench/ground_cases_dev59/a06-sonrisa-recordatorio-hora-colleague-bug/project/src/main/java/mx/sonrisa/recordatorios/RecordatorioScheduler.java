package mx.sonrisa.recordatorios;

import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/** Manda por WhatsApp el recordatorio de las citas de las próximas 24 horas. */
@Component
public class RecordatorioScheduler {

    private static final Logger log = LoggerFactory.getLogger(RecordatorioScheduler.class);

    private final CitaRepository citas;
    private final WhatsAppClient whatsapp;
    private final PlantillaMensaje plantilla;
    private final Clock reloj;

    public RecordatorioScheduler(CitaRepository citas, WhatsAppClient whatsapp, PlantillaMensaje plantilla, Clock reloj) {
        this.citas = citas;
        this.whatsapp = whatsapp;
        this.plantilla = plantilla;
        this.reloj = reloj;
    }

    // todos los días a las 9 de la mañana, hora de la clínica (el contenedor corre en UTC)
    @Scheduled(cron = "0 0 9 * * *", zone = "${clinica.zona-horaria}")
    @Transactional
    public void enviarRecordatorios() {
        Instant ahora = Instant.now(reloj);
        List<Cita> pendientes = citas.findPendientesDeRecordatorio(ahora, ahora.plus(24, ChronoUnit.HOURS));
        log.info("Enviando {} recordatorios", pendientes.size());
        for (Cita cita : pendientes) {
            try {
                whatsapp.enviarTexto(cita.getTelefono(), plantilla.recordatorio(cita));
                cita.marcarRecordatorioEnviado();
            } catch (WhatsAppClient.EnvioFallido e) {
                log.warn("No se pudo enviar el recordatorio de la cita {}: {}", cita.getId(), e.getMessage());
            }
        }
    }
}
