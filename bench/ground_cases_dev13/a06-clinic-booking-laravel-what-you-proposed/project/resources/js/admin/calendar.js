import { Calendar } from '@fullcalendar/core';
import timeGridPlugin from '@fullcalendar/timegrid';
import interactionPlugin from '@fullcalendar/interaction';

const STATUS_COLORS = {
    confirmed: '#2e7d32',
    pending: '#f9a825',
    cancelled: '#9e9e9e',
    no_show: '#c62828',
};

function toEvent(appointment) {
    return {
        id: String(appointment.id),
        title: `${appointment.patient_name} (${appointment.service})`,
        start: appointment.starts_at,
        end: appointment.ends_at,
        color: STATUS_COLORS[appointment.status] ?? '#1565c0',
        extendedProps: { practitioner: appointment.practitioner_name },
    };
}

export function mountCalendar(el, clinicId) {
    const calendar = new Calendar(el, {
        plugins: [timeGridPlugin, interactionPlugin],
        initialView: 'timeGridWeek',
        timeZone: el.dataset.timezone,
        slotMinTime: '08:00:00',
        slotMaxTime: '20:00:00',
        nowIndicator: true,
        events: async (info) => {
            const params = new URLSearchParams({ from: info.startStr, to: info.endStr });
            const res = await fetch(`/admin/clinics/${clinicId}/appointments?${params}`, {
                headers: { Accept: 'application/json' },
            });
            return (await res.json()).data.map(toEvent);
        },
    });
    calendar.render();
    return calendar;
}
