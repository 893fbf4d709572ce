package mx.sonrisa.recordatorios;

import java.time.Instant;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;

public interface CitaRepository extends JpaRepository<Cita, Long> {

    @Query("select c from Cita c where c.estado in ('PROGRAMADA', 'CONFIRMADA') and c.recordatorioEnviado = false"
            + " and c.inicio between ?1 and ?2")
    List<Cita> findPendientesDeRecordatorio(Instant desde, Instant hasta);
}
