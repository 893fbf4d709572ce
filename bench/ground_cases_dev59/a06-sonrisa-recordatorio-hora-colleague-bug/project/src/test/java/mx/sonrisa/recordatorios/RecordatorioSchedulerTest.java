package mx.sonrisa.recordatorios;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

class RecordatorioSchedulerTest {

    private final CitaRepository citas = mock(CitaRepository.class);
    private final WhatsAppClient whatsapp = mock(WhatsAppClient.class);
    private final PlantillaMensaje plantilla = new PlantillaMensaje("Clínica Dental Sonrisa", "33 3615 0000");

    @Test
    void marcaLasCitasComoRecordadas() {
        Cita cita = mock(Cita.class);
        when(citas.findPendientesDeRecordatorio(any(), any())).thenReturn(List.of(cita));
        Clock reloj = Clock.fixed(Instant.parse("2025-08-04T15:00:00Z"), ZoneOffset.UTC);

        new RecordatorioScheduler(citas, whatsapp, plantilla, reloj).enviarRecordatorios();

        org.mockito.Mockito.verify(cita).marcarRecordatorioEnviado();
        assertThat(reloj.instant()).isNotNull();
    }

    @Test
    void elCronUsaLaZonaDeLaClinica() throws NoSuchMethodException {
        var scheduled = RecordatorioScheduler.class.getMethod("enviarRecordatorios")
                .getAnnotation(org.springframework.scheduling.annotation.Scheduled.class);
        // sin zona, Spring usa la del contenedor (UTC) y el mensaje sale a las 3 a.m.
        assertThat(scheduled.zone()).isEqualTo("${clinica.zona-horaria}");
        assertThat(scheduled.cron()).isEqualTo("0 0 9 * * *");
    }
}
