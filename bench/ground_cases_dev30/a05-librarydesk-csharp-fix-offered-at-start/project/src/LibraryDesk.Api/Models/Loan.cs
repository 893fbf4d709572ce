namespace LibraryDesk.Api.Models;

public class Loan
{
    public int Id { get; set; }
    public int BookCopyId { get; set; }
    public int MemberId { get; set; }
    public DateOnly LentOn { get; set; }
    public DateOnly DueOn { get; set; }
    public DateOnly? ReturnedOn { get; set; }
    public decimal FeeCharged { get; set; }
    public int Renewals { get; set; }

    public BookCopy BookCopy { get; set; } = null!;
    public Member Member { get; set; } = null!;

    public bool IsOpen => ReturnedOn is null;
}
