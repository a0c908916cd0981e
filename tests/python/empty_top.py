"""empty_top: a function whose body is `pass` is a legal design (it once
crashed the constant folder, which had no values to fold)."""
from hlsc import call


def empty_top():
    pass


if __name__ == "__main__":
    call(empty_top)
    call(empty_top)
    print("done")
