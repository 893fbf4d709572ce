package com.meetbook.calendar;

import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

public interface CalendarConnectionRepository extends JpaRepository<CalendarConnection, Long> {
    List<CalendarConnection> findByStatus(CalendarConnection.Status status);
}
