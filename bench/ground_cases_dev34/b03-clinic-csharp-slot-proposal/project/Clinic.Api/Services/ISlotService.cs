using Clinic.Api.Models;

namespace Clinic.Api.Services;

public interface ISlotService
{
    Task<IReadOnlyList<SlotDto>> GetAvailableSlotsAsync(int doctorId, DateOnly date, CancellationToken ct);
    Task<bool> IsBookableAsync(int slotId, CancellationToken ct);
}
