namespace LibraryDesk.Api.Models;

public class Member
{
    public int Id { get; set; }
    public string CardNumber { get; set; } = "";
    public string Name { get; set; } = "";
    public string Email { get; set; } = "";
}
