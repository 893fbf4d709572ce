namespace OrderHub.Api.Dtos;

public record OrderDto(long Id, string No, string CustomerName, decimal Amount, string Status, DateTime CreatedAt);

public record CustomerDto(long Id, string Name, string Phone, string Level);
