import factory

from reservations.models import Course, Reservation


class CourseFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Course

    name = factory.Sequence(lambda n: f"コース{n}")
    price = 5000


class ReservationFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Reservation

    code = factory.Sequence(lambda n: f"R{n:06d}")
    name = "テスト太郎"
    party_size = 2
    course = factory.SubFactory(CourseFactory)
