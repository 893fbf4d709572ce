package com.clinicbook.booking;

import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.when;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.web.servlet.WebMvcTest;
import org.springframework.boot.test.mock.mockito.MockBean;
import org.springframework.test.web.servlet.MockMvc;

@WebMvcTest(BookingController.class)
class BookingControllerTest {

    @Autowired
    MockMvc mvc;

    @MockBean
    BookingRepository bookings;

    @Test
    void cancelsConfirmedBooking() throws Exception {
        Booking b = new Booking();
        when(bookings.findById(7L)).thenReturn(Optional.of(b));
        when(bookings.save(any())).thenAnswer(inv -> inv.getArgument(0));
        mvc.perform(post("/api/bookings/7/cancel"))
            .andExpect(status().isOk())
            .andExpect(jsonPath("$.status").value("CANCELLED"));
    }

    @Test
    void unknownBookingIs404() throws Exception {
        when(bookings.findById(8L)).thenReturn(Optional.empty());
        mvc.perform(post("/api/bookings/8/cancel")).andExpect(status().isNotFound());
    }

    @Test
    void doneBookingIs409() throws Exception {
        Booking b = new Booking();
        b.setStatus(Booking.Status.DONE);
        when(bookings.findById(9L)).thenReturn(Optional.of(b));
        mvc.perform(post("/api/bookings/9/cancel")).andExpect(status().isConflict());
    }
}
